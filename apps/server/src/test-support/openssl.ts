import { runTool } from './command-line-tool.js';

/** Runs the `openssl` command line over `files` (`{file}` in an argument names one of them). */
export const openssl = (args: string[], files: Record<string, Uint8Array | string>) =>
  runTool('openssl', args, files, 'openssl');
