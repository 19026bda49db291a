import { withBaseUrl } from './site';

export default function useBaseUrl(url: string): string {
  return withBaseUrl(url);
}
