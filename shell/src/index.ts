// Asynchronous boundary: module federation negotiates shared libraries before the shell runs.
import('./bootstrap');
