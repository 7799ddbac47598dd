// Shared modules (React, rxjs, @app/shared…) are negotiated with the remotes before any app code
// runs; that negotiation needs this async boundary.
import('./bootstrap');
