import { useEffect, useState } from 'react';

/**
 * Whether the page runs with JavaScript: false on the server and in the first browser render (so hydration matches
 * the server's markup), true once mounted. The listing works without it (GET forms, links) and enhances with it.
 */
export function useEnhanced(): boolean {
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  return enhanced;
}
