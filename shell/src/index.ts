// The design tokens load with the entry, so the server links them in <head>: no unstyled first paint.
import './styles/tokens.css';
import { afterFirstPaint } from './first-paint';

// The page arrives with its first screen rendered by the server: the browser paints it before the site's code starts.
// The async boundary lets the federation runtime negotiate shared singletons before any of them is used.
void afterFirstPaint().then(() => import('./bootstrap'));
