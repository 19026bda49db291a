/** The tests render as the browser does once the page has hydrated. */
export default function useIsBrowser(): boolean {
  return true;
}
