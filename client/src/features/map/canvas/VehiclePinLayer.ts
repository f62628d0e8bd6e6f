/**
 * All vehicle pins of the live map on one canvas (issue 9 item 4): thousands of marker components
 * cost hundreds of milliseconds to create and to update, a canvas repaint costs a few. The layer
 * keeps each pin's projected position until the pin moves or the zoom changes, repaints at most once
 * an animation frame, and finds the pin under the pointer through a spatial grid of the pins as last
 * painted, so a pointer finds what the user sees.
 */
import L from 'leaflet';
import { PinGrid, type GridEntry } from './pinGrid';
import { onSpriteLoaded, type PinSprite } from './pinSprites';

/** What the layer draws for one vehicle. */
export interface PinMark {
  id: number;
  /** Shown in the hover tooltip. */
  label: string;
  latitude: number;
  longitude: number;
  sprite: PinSprite;
}

/** What the layer tells its owner. */
export interface PinLayerEvents {
  /** The map was clicked: on a pin (its id), or off every pin (null). */
  onPick: (id: number | null) => void;
  /** The visible area changed (pan, zoom, resize). */
  onView: (bounds: L.LatLngBounds) => void;
}

/** A mark with its position in world pixels at `zoom` (NaN until projected). */
interface Placed {
  mark: PinMark;
  zoom: number;
  x: number;
  y: number;
  generation: number;
}

/** The canvas reaches this share of the map's size beyond each edge, so a pan shows pins before it ends. */
const PADDING = 0.5;
/** Pixels of tolerance around a pin for a pointer. */
const HIT_SLACK = 2;

export class VehiclePinLayer extends L.Layer {
  private canvas: HTMLCanvasElement | null = null;
  private readonly placed = new Map<number, Placed>();
  private generation = 0;
  private frame = 0;
  /** The pins as last painted, in world pixels at the zoom of that paint. */
  private grid = new PinGrid([]);
  private selectedId: number | null = null;
  private hoveredId: number | null = null;
  private readonly tooltip = L.tooltip({ direction: 'top', className: 'vehicle-pin-tooltip' });
  private stopSpriteListener: (() => void) | null = null;

  constructor(private readonly events: PinLayerEvents) {
    super();
  }

  /** Replaces the pins; unchanged pins keep their projection. Paints on the next animation frame. */
  setMarks(marks: Iterable<PinMark>): void {
    const generation = ++this.generation;
    for (const mark of marks) {
      const known = this.placed.get(mark.id);
      if (known && known.mark.latitude === mark.latitude && known.mark.longitude === mark.longitude) {
        known.mark = mark;
        known.generation = generation;
      } else {
        this.placed.set(mark.id, { mark, zoom: NaN, x: NaN, y: NaN, generation });
      }
    }
    for (const [id, p] of this.placed) if (p.generation !== generation) this.placed.delete(id);
    this.schedulePaint();
  }

  /** The pin drawn on top with a ring, e.g. the one whose popup is open. */
  setSelected(id: number | null): void {
    if (id === this.selectedId) return;
    this.selectedId = id;
    this.schedulePaint();
  }

  override onAdd(map: L.Map): this {
    const pane = map.getPane('vehiclePins') ?? map.createPane('vehiclePins');
    pane.style.zIndex = '450';
    this.canvas = L.DomUtil.create('canvas', 'leaflet-zoom-hide vehicle-pin-canvas', pane);
    this.canvas.style.pointerEvents = 'none';
    this.canvas.setAttribute('data-testid', 'map-pins-canvas');
    this.canvas.setAttribute('aria-hidden', 'true');
    this.stopSpriteListener = onSpriteLoaded(() => this.schedulePaint());
    // Not painted here: sizing and clearing the canvas costs tens of milliseconds, better spent in a
    // frame of its own than in the task that mounts the map (issue 9 item 4).
    this.schedulePaint();
    this.events.onView(map.getBounds());
    return this;
  }

  override onRemove(map: L.Map): this {
    cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.stopSpriteListener?.();
    map.closeTooltip(this.tooltip);
    this.canvas?.remove();
    this.canvas = null;
    return this;
  }

  override getEvents(): Record<string, L.LeafletEventHandlerFn> {
    return {
      moveend: () => {
        this.paint();
        this.events.onView(this._map.getBounds());
      },
      viewreset: () => this.paint(),
      click: (e) => this.onClick(e as L.LeafletMouseEvent),
      mousemove: (e) => this.onHover(this.pinAt((e as L.LeafletMouseEvent).latlng)),
      mouseout: () => this.onHover(null),
    };
  }

  /** The pin drawn under a point of the map, else null. */
  pinAt(latlng: L.LatLng): number | null {
    if (!this._map) return null;
    const point = this._map.project(latlng, this._map.getZoom());
    return this.grid.nearest(point.x, point.y);
  }

  private project(p: Placed, zoom: number): void {
    if (p.zoom === zoom) return;
    const point = this._map.project([p.mark.latitude, p.mark.longitude], zoom);
    p.x = point.x;
    p.y = point.y;
    p.zoom = zoom;
  }

  private onClick(e: L.LeafletMouseEvent): void {
    this.events.onPick(this.pinAt(e.latlng));
  }

  private onHover(id: number | null): void {
    if (id === this.hoveredId) return;
    this.hoveredId = id;
    this._map.getContainer().style.cursor = id === null ? '' : 'pointer';
    this.refreshTooltip();
  }

  /** The hovered pin's name above it (what a marker's title showed), following it when it moves. */
  private refreshTooltip(): void {
    const p = this.hoveredId === null ? undefined : this.placed.get(this.hoveredId);
    if (!this._map) return;
    if (!p) {
      this.hoveredId = null;
      this._map.closeTooltip(this.tooltip);
      return;
    }
    const label = document.createElement('span');
    label.textContent = p.mark.label;
    this.tooltip.options.offset = L.point(0, -p.mark.sprite.size / 2);
    this.tooltip.setLatLng([p.mark.latitude, p.mark.longitude]).setContent(label);
    if (!this._map.hasLayer(this.tooltip)) this._map.openTooltip(this.tooltip);
  }

  private schedulePaint(): void {
    if (this.frame || !this._map) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.paint();
    });
  }

  /** Sizes the canvas to the view plus padding, then draws every pin inside it, the selected one last. */
  private paint(): void {
    const map = this._map;
    const canvas = this.canvas;
    if (!map || !canvas) return;
    const size = map.getSize();
    const pad = size.multiplyBy(PADDING).round();
    const topLeft = map.containerPointToLayerPoint([0, 0]).subtract(pad).round();
    const width = size.x + 2 * pad.x;
    const height = size.y + 2 * pad.y;
    const ratio = window.devicePixelRatio || 1;
    L.DomUtil.setPosition(canvas, topLeft);
    if (canvas.width !== Math.round(width * ratio) || canvas.height !== Math.round(height * ratio)) {
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      canvas.style.width = `${width}px`;
      canvas.style.height = `${height}px`;
    }
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.clearRect(0, 0, width, height);

    const zoom = map.getZoom();
    const origin = map.getPixelOrigin();
    const left = origin.x + topLeft.x;
    const top = origin.y + topLeft.y;
    const drawn: GridEntry[] = [];
    // On whole device pixels: a sprite copied pixel for pixel costs some 40% less than one resampled
    // at a fraction of a pixel (5,000 pins: ~20 vs ~32 ms in headless Chromium).
    const snap = (v: number) => Math.round(v * ratio) / ratio;
    const draw = (p: Placed) => {
      this.project(p, zoom);
      const half = p.mark.sprite.size / 2;
      const x = p.x - left;
      const y = p.y - top;
      if (x < -half || y < -half || x > width + half || y > height + half) return false;
      ctx.drawImage(p.mark.sprite.image, snap(x - half), snap(y - half), half * 2, half * 2);
      drawn.push({ id: p.mark.id, x: p.x, y: p.y, radius: half + HIT_SLACK });
      return true;
    };
    for (const p of this.placed.values()) if (p.mark.id !== this.selectedId) draw(p);
    const selected = this.selectedId === null ? undefined : this.placed.get(this.selectedId);
    if (selected && draw(selected)) this.ring(ctx, selected.x - left, selected.y - top, selected.mark.sprite.size / 2 + 3);
    this.grid = new PinGrid(drawn);
    this.refreshTooltip();
  }

  private ring(ctx: CanvasRenderingContext2D, x: number, y: number, radius: number): void {
    ctx.beginPath();
    ctx.arc(x, y, radius, 0, Math.PI * 2);
    ctx.lineWidth = 3;
    ctx.strokeStyle = '#d81b60';
    ctx.stroke();
  }
}
