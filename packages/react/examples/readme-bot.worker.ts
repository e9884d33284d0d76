import { serveBots } from '@tabula/react';
import { makeBot } from './readme-bots';

serveBots(makeBot); // the worker's script: answers the page's bots
