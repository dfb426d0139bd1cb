import { input } from '@inquirer/prompts';

export interface Question {
  message: string;
  default?: string;
  /** true when the answer is acceptable, else the message to show. */
  validate: (answer: string) => true | string;
}

/** Asks the person at the terminal; injected so tests can answer instead. */
export interface Prompter {
  ask(question: Question): Promise<string>;
}

export const terminalPrompter: Prompter = {
  ask: (question) => input({ message: question.message, default: question.default, validate: question.validate }),
};
