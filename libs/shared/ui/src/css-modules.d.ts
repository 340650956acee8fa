declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

/** Vite's worker import: the module as a Worker constructor, built into a file of its own. */
declare module '*?worker' {
  const WorkerConstructor: new () => Worker;
  export default WorkerConstructor;
}

/** ALTCHA's stylesheet for its `external` build, bundled by Vite as a CSS file. */
declare module 'altcha/altcha.css';
