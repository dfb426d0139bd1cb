import type { Problem } from './problem.ts';

/**
 * A mistake of the user's (a missing folder, an unreadable config file) that stops a command: reported as its
 * problems with exit code 1, never as a stack trace (CONVENTIONS §9). Bugs stay ordinary errors.
 */
export class UsageError extends Error {
  constructor(readonly problems: Problem[]) {
    super(problems.map((found) => `${found.file}  ${found.message}`).join('\n'));
    this.name = 'UsageError';
  }
}
