/**
 * Registers the site's extra Prism languages where code is highlighted, instead of in a client
 * module every page runs at start-up (see config/code-highlighting.ts).
 */
import { Prism } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import Content from '@theme-original/CodeBlock/Content';

prismIncludeLanguages(Prism);

export default Content;
