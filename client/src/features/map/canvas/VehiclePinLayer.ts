/**
 * All vehicle pins of the live map on one canvas (issue 9 item 4): thousands of marker components
 * cost hundreds of milliseconds to create and to update, a canvas repaint costs a few. The layer
 * keeps each pin's projected position until the pin moves or the zoom changes, repaints at most once
 * an animation frame, and finds the pin under the pointer through a spatial grid of the pins as last
 * painted, so a pointer finds what the user sees.
 */
import L from 'leaflet';
import { clusterPoints, clusters, type Cluster } from './pinClusters';
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
  /** The clusters as last painted; the grid knows cluster i as id -(i + 1). */
  private groups: Cluster[] = [];
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
    const id = this.pinAt(e.latlng);
    const group = this.groupOf(id);
    if (!group) return this.events.onPick(id);
    // A cluster opens nothing: it zooms in on its vehicles, two steps at a time, until they are pins.
    const zoom = this._map.getZoom();
    this._map.setView(this._map.unproject([group.x, group.y], zoom), zoom + 2);
  }

  /** The cluster a grid id names (negative ids), else undefined. */
  private groupOf(id: number | null): Cluster | undefined {
    return id !== null && id < 0 ? this.groups[-id - 1] : undefined;
  }

  private onHover(id: number | null): void {
    if (id === this.hoveredId) return;
    this.hoveredId = id;
    this._map.getContainer().style.cursor = id === null ? '' : 'pointer';
    this.refreshTooltip();
  }

  /** The hovered pin's name above it (what a marker's title showed), following it when it moves. */
  private refreshTooltip(): void {
    if (!this._map) return;
    const group = this.groupOf(this.hoveredId);
    if (group) return this.showTooltip(this._map.unproject([group.x, group.y], this._map.getZoom()), `${group.ids.length} vehicles`, clusterRadius(group.ids.length));
    const p = this.hoveredId === null ? undefined : this.placed.get(this.hoveredId);
    if (!p) {
      this.hoveredId = null;
      this._map.closeTooltip(this.tooltip);
      return;
    }
    this.showTooltip(L.latLng(p.mark.latitude, p.mark.longitude), p.mark.label, p.mark.sprite.size / 2);
  }

  private showTooltip(at: L.LatLng, text: string, above: number): void {
    const label = document.createElement('span');
    label.textContent = text;
    this.tooltip.options.offset = L.point(0, -above);
    this.tooltip.setLatLng(at).setContent(label);
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
    const { topLeft, width, height, ratio } = sizeCanvas(map, canvas);
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
    const inView = (p: Placed, half: number) => {
      this.project(p, zoom);
      const x = p.x - left;
      const y = p.y - top;
      return x >= -half && y >= -half && x <= width + half && y <= height + half;
    };
    const draw = (p: Placed) => {
      const half = p.mark.sprite.size / 2;
      if (!inView(p, half)) return false;
      ctx.drawImage(p.mark.sprite.image, snap(p.x - left - half), snap(p.y - top - half), half * 2, half * 2);
      drawn.push({ id: p.mark.id, x: p.x, y: p.y, radius: half + HIT_SLACK });
      return true;
    };
    const others = [...this.placed.values()].filter((p) => p.mark.id !== this.selectedId);
    this.groups = [];
    if (clusters(this.placed.size, zoom)) {
      const grouped = clusterPoints(others.filter((p) => inView(p, 0)).map((p) => ({ id: p.mark.id, x: p.x, y: p.y, p })));
      for (const single of grouped.singles) draw(single.p);
      this.groups = grouped.clusters;
      this.groups.forEach((g, i) => {
        const radius = clusterRadius(g.ids.length);
        drawCluster(ctx, g.x - left, g.y - top, radius, g.ids.length);
        drawn.push({ id: -(i + 1), x: g.x, y: g.y, radius });
      });
    } else {
      for (const p of others) draw(p);
    }
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

/** Places and sizes the canvas over the view plus padding (in device pixels); the frame paint draws in. */
function sizeCanvas(map: L.Map, canvas: HTMLCanvasElement) {
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
  return { topLeft, width, height, ratio };
}

/** A cluster's radius in pixels: larger for more vehicles, by digits, so a glance tells tens from thousands. */
function clusterRadius(count: number): number {
  return 11 + 3 * Math.floor(Math.log10(count));
}

/** A counted circle: the number of vehicles it stands for, on the map's blue. */
function drawCluster(ctx: CanvasRenderingContext2D, x: number, y: number, radius: number, count: number): void {
  ctx.beginPath();
  ctx.arc(x, y, radius, 0, Math.PI * 2);
  ctx.fillStyle = 'rgba(22, 119, 255, 0.85)';
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = '#fff';
  ctx.stroke();
  ctx.fillStyle = '#fff';
  ctx.font = 'bold 11px system-ui, sans-serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(String(count), x, y);
}
