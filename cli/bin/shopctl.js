#!/usr/bin/env node
// Entry point for `npx shopctl`: runs the tsup build of cli/main.ts.
//
// `shopctl serve` first starts itself again with the server's memory settings (see
// serve-memory.js), which only take effect when set before a process starts.
import { relaunchServeWithMemorySettings } from './serve-memory.js';

if (!(await relaunchServeWithMemorySettings())) await import('../dist/shopctl.js');
