#!/usr/bin/env node
// Entry point for `npx shopctl`: runs the tsup build of cli/main.ts.
import '../dist/shopctl.js';
