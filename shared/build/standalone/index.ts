// Async boundary: shared singletons are negotiated before the standalone page uses them.
import('./bootstrap');
