// The design tokens load with the entry, so the server links them in <head>: no unstyled first paint.
import './styles/tokens.css';

// The async boundary lets the federation runtime negotiate shared singletons before any of them is used.
// (The page starts this entry once its server-rendered first screen has painted: see server/html.ts.)
import('./bootstrap');
