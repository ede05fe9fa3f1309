import { centreOn, clampView, DOOR_LABEL_BAND, fitRect, fitView, isInView, panBy, startView, toScreen, transformOf, zoomAt, zoomLimits } from './view-math';

const plan = { width: 100, height: 50 };
const viewport = { width: 832, height: 432 };

describe('booth map view maths', () => {
  it('fits the plan and the door labels above and below it centred with padding', () => {
    // the drawn height is the plan's and a label band at each end: it fills (432 - 32) px
    const drawn = plan.height + 2 * DOOR_LABEL_BAND;
    const fit = fitView(plan, viewport);
    expect(fit.k).toBeCloseTo(400 / drawn);
    expect(fit.y - DOOR_LABEL_BAND * fit.k).toBeCloseTo(16);
    expect(fit.y + (plan.height + DOOR_LABEL_BAND) * fit.k).toBeCloseTo(432 - 16);
    expect(fit.x).toBeCloseTo((832 - plan.width * fit.k) / 2);
    const wide = fitView({ width: 200, height: 20 }, viewport);
    expect(wide.k).toBe(4);
    expect(wide.x).toBe(16);
  });

  it('fits a hall of the plan', () => {
    const v = fitRect({ x: 50, y: 0, width: 50, height: 50 }, viewport);
    expect(v.k).toBe(8);
    const left = toScreen(v, { x: 50, y: 0, width: 50, height: 50 });
    expect(left.x).toBe((832 - 400) / 2);
    expect(left.y).toBe(16);
  });

  it('derives zoom limits from the fit', () => {
    expect(zoomLimits(plan, viewport)).toEqual({ min: 8 * 0.6, max: 48 });
    // a huge plan still lets one zoom in to a readable booth
    expect(zoomLimits({ width: 10_000, height: 10_000 }, viewport).max).toBe(40);
  });

  it('zooms at a point: the map point under it stays there', () => {
    const view = { k: 8, x: 16, y: 16 };
    const at = { x: 400, y: 200 };
    const worldBefore = { x: (at.x - view.x) / view.k, y: (at.y - view.y) / view.k };
    const next = zoomAt(view, 2, at, { min: 1, max: 100 });
    expect(next.k).toBe(16);
    expect((at.x - next.x) / next.k).toBeCloseTo(worldBefore.x);
    expect((at.y - next.y) / next.k).toBeCloseTo(worldBefore.y);
  });

  it('stops zooming at the limits, still around the point', () => {
    const limits = { min: 4, max: 20 };
    const next = zoomAt({ k: 16, x: 0, y: 0 }, 4, { x: 100, y: 100 }, limits);
    expect(next.k).toBe(20);
    expect(next.x).toBeCloseTo(100 - 100 * (20 / 16));
    expect(zoomAt({ k: 5, x: 0, y: 0 }, 0.1, { x: 0, y: 0 }, limits).k).toBe(4);
  });

  it('clamps pans so part of the plan stays in sight, and the scale within limits', () => {
    const limits = zoomLimits(plan, viewport);
    const fit = fitView(plan, viewport);
    expect(clampView(fit, plan, viewport, limits)).toEqual(fit);
    // dragged far to the right and down: the plan's left/top edge stops 48 px inside the far edge
    const right = clampView(panBy(fit, 5000, 5000), plan, viewport, limits);
    expect(right).toEqual({ k: fit.k, x: 832 - 48, y: 432 - 48 });
    // far to the left and up: its right/bottom edge stops 48 px inside the near edge
    const left = clampView(panBy(fit, -5000, -5000), plan, viewport, limits);
    expect(left.x + plan.width * fit.k).toBeCloseTo(48);
    expect(left.y + plan.height * fit.k).toBeCloseTo(48);
    expect(clampView({ k: 1000, x: 0, y: 0 }, plan, viewport, limits).k).toBe(limits.max);
  });

  it('centres on a rectangle, zooming in but never out', () => {
    const booth = { x: 40, y: 20, width: 3, height: 3 };
    const limits = { min: 1, max: 60 };
    const v = centreOn(booth, viewport, 8, limits);
    // 12 % of 432 px over 3 m
    expect(v.k).toBeCloseTo((432 * 0.12) / 3);
    const centre = toScreen(v, booth);
    expect(centre.x + centre.width / 2).toBeCloseTo(416);
    expect(centre.y + centre.height / 2).toBeCloseTo(216);
    expect(centreOn(booth, viewport, 50, limits).k).toBe(50);
    expect(centreOn(booth, viewport, 8, { min: 1, max: 10 }).k).toBe(10);
  });

  it('tells whether a rectangle is in view, and writes the transform', () => {
    const v = { k: 10, x: -100, y: 0 };
    expect(isInView(v, { x: 20, y: 5, width: 3, height: 3 }, viewport)).toBe(true);
    expect(isInView(v, { x: 5, y: 5, width: 3, height: 3 }, viewport)).toBe(false);
    expect(transformOf({ k: 2.123456, x: 1.005, y: -3 })).toBe('translate(1 -3) scale(2.1235)');
  });

  it('opens a wide plan on a phone with its height filling the map from its left edge, and whole where it fills enough', () => {
    const plan = { width: 120, height: 40 };
    const phone = { width: 358, height: 360 };
    // fitted whole it would be 109 px tall in a 328 px map: the height fills instead, the plan starting at the left
    expect(fitView(plan, phone).k * plan.height).toBeLessThan(0.5 * (phone.height - 32));
    const view = startView(plan, phone);
    // the plan's height and its door labels fill the map: the south doors' labels are not cut at its bottom
    expect(view.k * (plan.height + 2 * DOOR_LABEL_BAND)).toBeCloseTo(phone.height - 32);
    expect(view.y + (plan.height + DOOR_LABEL_BAND) * view.k).toBeCloseTo(phone.height - 16);
    expect(view.x).toBe(16);
    // a desktop map shows it whole
    expect(startView(plan, { width: 1000, height: 400 })).toEqual(fitView(plan, { width: 1000, height: 400 }));
  });
});
