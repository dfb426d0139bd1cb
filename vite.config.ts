// Vite builds the pages (vike) for the browser and for the server's renderPage (issue 4, issue 5).
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), vike()],
});
