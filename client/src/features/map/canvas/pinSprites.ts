/**
 * Each pin look (vehicle-type icon, or the plain dot used when thousands of pins are shown) drawn
 * once onto its own small canvas, so the pin layer paints a pin with one drawImage (issue 9 item 4).
 */
import { ICON_SIZE, vehicleIconHtml, vehicleIconStyle } from '../vehicleIcons';

/** A pre-drawn pin look; `size` is its side in CSS pixels, centred on the position. */
export interface PinSprite {
  readonly image: HTMLCanvasElement;
  readonly size: number;
}

/** The dot's radius and outline, as the circle markers had them. */
const DOT_RADIUS = 6;
const DOT_OUTLINE = 1.5;

const sprites = new Map<string, PinSprite>();
/** Layers to repaint once an icon's drawing has loaded (until then its badge colour shows). */
const repaintListeners = new Set<() => void>();

/** Calls `repaint` whenever an icon finishes loading; returns the unsubscribe. */
export function onSpriteLoaded(repaint: () => void): () => void {
  repaintListeners.add(repaint);
  return () => repaintListeners.delete(repaint);
}

function blank(size: number): { canvas: HTMLCanvasElement; ctx: CanvasRenderingContext2D } {
  const ratio = window.devicePixelRatio || 1;
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(size * ratio);
  canvas.height = Math.ceil(size * ratio);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('This browser cannot draw on a canvas');
  ctx.scale(ratio, ratio);
  return { canvas, ctx };
}

function disc(ctx: CanvasRenderingContext2D, centre: number, radius: number, colour: string, outline: number) {
  ctx.beginPath();
  ctx.arc(centre, centre, radius, 0, Math.PI * 2);
  ctx.fillStyle = colour;
  ctx.fill();
  ctx.lineWidth = outline;
  ctx.strokeStyle = '#fff';
  ctx.stroke();
}

function dotSprite(iconCode: string | null | undefined): PinSprite {
  const size = Math.ceil((DOT_RADIUS + DOT_OUTLINE) * 2);
  const { canvas, ctx } = blank(size);
  disc(ctx, size / 2, DOT_RADIUS, vehicleIconStyle(iconCode).colour, DOT_OUTLINE);
  return { image: canvas, size };
}

/** The vehicle badge: its colour at once, then the SVG drawing of the vehicle once the image decodes. */
function iconSprite(iconCode: string | null | undefined): PinSprite {
  const { canvas, ctx } = blank(ICON_SIZE);
  disc(ctx, ICON_SIZE / 2, ICON_SIZE / 2 - 1, vehicleIconStyle(iconCode).colour, 2);
  const image = new Image(ICON_SIZE, ICON_SIZE);
  image.onload = () => {
    ctx.clearRect(0, 0, ICON_SIZE, ICON_SIZE);
    ctx.drawImage(image, 0, 0, ICON_SIZE, ICON_SIZE);
    for (const repaint of repaintListeners) repaint();
  };
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(vehicleIconHtml(iconCode))}`;
  return { image: canvas, size: ICON_SIZE };
}

/** The sprite of a vehicle-type icon code, as an icon or as a dot; made once per look. */
export function pinSprite(iconCode: string | null | undefined, asDot: boolean): PinSprite {
  const key = `${asDot ? 'dot' : 'icon'}:${vehicleIconStyle(iconCode) === vehicleIconStyle(null) ? '' : iconCode}`;
  let sprite = sprites.get(key);
  if (!sprite) {
    sprite = asDot ? dotSprite(iconCode) : iconSprite(iconCode);
    sprites.set(key, sprite);
  }
  return sprite;
}
