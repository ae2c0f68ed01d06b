/** Every shopctl command, in help order. Add a command by appending it here. */
import type { Command } from '../command.js';
import { lintCommand } from './lint.js';
import { serveCommand } from './serve.js';
import { importCommand } from './import.js';
import { priceCommand } from './price.js';
import { menuCommand } from './menu.js';
import { slotsCommand } from './slots.js';
import { explainCommand } from './explain.js';
import { initCommand } from './init.js';
import { fmtCommand } from './fmt.js';
import { staffCommand } from './staff.js';

export const commands: Command[] = [initCommand, lintCommand, serveCommand, importCommand, priceCommand, menuCommand, slotsCommand, explainCommand, fmtCommand, staffCommand];
