export { shellSlice, initialShellState, menuOpened, menuClosed, searchOpened, searchClosed, type ShellState } from './lib/shell.slice';
