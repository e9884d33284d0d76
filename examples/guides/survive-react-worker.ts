import { serveBots } from '@tabula/react';
import { makeBot } from './survive-react-bot';

// The Web Worker's script: it answers the page's bots, each made from its setup by `makeBot`.
serveBots(makeBot);
