// The React 18 project's setup: fails every test file at once if `react` is not React 18 here.
import { version } from 'react';
import { version as domVersion } from 'react-dom';

if (!version.startsWith('18.') || !domVersion.startsWith('18.')) throw new Error(`the react-18 project runs on react ${version} and react-dom ${domVersion}, not React 18`);
