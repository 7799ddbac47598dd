declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}
// Set by webpack at run time to the URL this remote was loaded from.
declare let __webpack_public_path__: string;
