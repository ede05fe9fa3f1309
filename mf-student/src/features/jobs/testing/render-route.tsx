// the helper is shared with the other features' page tests
export { renderRoute } from '../../../testing/render-route';
