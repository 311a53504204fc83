// An asynchronous boundary, as every federated entry needs (shared libraries are negotiated first).
import('./host');
