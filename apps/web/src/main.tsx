import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { reportCaughtError } from './lib/caught-errors';
import { reloadOnNewRelease } from './lib/reload-on-new-release';

reloadOnNewRelease();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root, { onCaughtError: reportCaughtError }).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
