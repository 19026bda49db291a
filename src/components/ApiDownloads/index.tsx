import React from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';

/** Files that `npm run gen:api` writes from openapi/tessera.yaml into the site's api/ folder. */
const downloads = [
  { file: 'tessera-openapi.yaml', label: 'OpenAPI 3.1 description (YAML)' },
  { file: 'tessera-openapi.json', label: 'OpenAPI 3.1 description (JSON)' },
  { file: 'tessera.postman_collection.json', label: 'Postman collection' },
];

export default function ApiDownloads(): React.JSX.Element {
  const base = useBaseUrl('/api/');
  return (
    <ul>
      {downloads.map(({ file, label }) => (
        <li key={file}>
          <a href={`${base}${file}`} download={file}>
            {label}
          </a>{' '}
          (<code>{file}</code>)
        </li>
      ))}
    </ul>
  );
}
