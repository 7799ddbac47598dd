// The pure scoring module, not the @app/shared barrel: also used by bench/ in plain Node.
export { isGridWord } from '@app/shared';
