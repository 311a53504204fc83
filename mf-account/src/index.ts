// The standalone page loads asynchronously so module federation can negotiate shared libraries first.
import('./standalone');
