import { siteConfig } from './site';

export default function useDocusaurusContext(): { siteConfig: typeof siteConfig } {
  return { siteConfig };
}
