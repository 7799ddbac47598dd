declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}
declare module '*.css';
// webpack replaces this at build time
declare const process: { env: { NODE_ENV?: string } };
