/**
 * Map pins by vehicle type (VehicleType.IconCode, issue 2 item 5): a small side-view drawing per
 * code on a coloured badge, so a dispatcher tells a motorbike from an artic at a glance.
 */

interface IconStyle {
  /** Badge colour; also the colour of the plain dot used when thousands of pins are shown. */
  colour: string;
  /** SVG shapes on a 24 x 24 canvas, drawn in white. */
  shapes: string;
}

const wheels = (...xs: number[]) => xs.map((x) => `<circle cx="${x}" cy="17" r="2"/>`).join('');
/** A cab at the front (right) and a load box of the given length behind it. */
const truck = (box: number, boxTop: number, wheelXs: number[]) =>
  `<rect x="${18 - box}" y="${boxTop}" width="${box}" height="${15 - boxTop}" rx="1"/>` +
  `<path d="M18 9h2.5l2 3v3h-4.5z"/>` +
  wheels(...wheelXs);

const ICONS: Record<string, IconStyle> = {
  motorbike: { colour: '#6a1b9a', shapes: `<circle cx="6" cy="15" r="3"/><circle cx="18" cy="15" r="3"/><path d="M6 15l4-5h4l4 5M12 10l2-3h3" stroke="#fff" stroke-width="1.6" fill="none"/>` },
  'small-van': { colour: '#00897b', shapes: `<path d="M4 9h10l4 3h2v3H4z"/>${wheels(7, 16)}` },
  'swb-van': { colour: '#1e88e5', shapes: truck(11, 8, [9, 19]) },
  'lwb-van': { colour: '#3949ab', shapes: truck(13, 8, [7, 19]) },
  luton: { colour: '#f4511e', shapes: truck(14, 5, [7, 19]) },
  'rigid-7t': { colour: '#c62828', shapes: truck(15, 5, [6, 19]) },
  'rigid-18t': { colour: '#8e24aa', shapes: truck(16, 4, [4, 8, 19]) },
  artic: { colour: '#37474f', shapes: `<rect x="1" y="4" width="15" height="10" rx="1"/><path d="M17 8h3l3 3.5V15h-6z"/>${wheels(3, 7, 13, 20)}` },
};

const UNKNOWN: IconStyle = { colour: '#546e7a', shapes: `<circle cx="12" cy="12" r="5"/>` };

/** The style of an icon code; unknown or missing codes get a plain grey dot. */
export function vehicleIconStyle(iconCode: string | null | undefined): IconStyle {
  return (iconCode && ICONS[iconCode]) || UNKNOWN;
}

/** The side of a vehicle badge in CSS pixels, centred on the position. */
export const ICON_SIZE = 28;

/** The badge as an SVG document (28 x 28): inline in Settings, and drawn once per code onto the map's pin canvas. */
export function vehicleIconHtml(iconCode: string | null | undefined): string {
  const { colour, shapes } = vehicleIconStyle(iconCode);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-2 -2 28 28" width="${ICON_SIZE}" height="${ICON_SIZE}" aria-hidden="true">` +
    `<circle cx="12" cy="12" r="13" fill="${colour}" stroke="#fff" stroke-width="2"/>` +
    `<g fill="#fff">${shapes}</g></svg>`
  );
}

/** Every known icon code, for the vehicle-type editor in Settings. */
export const ICON_CODES = Object.keys(ICONS);
