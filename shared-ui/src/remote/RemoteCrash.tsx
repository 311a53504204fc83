import styled from 'styled-components';

const Box = styled.div`
  padding: 32px 16px;
  text-align: center;
  color: #374151;
`;

/** What a remote shows when its own React tree throws: a way out, not a blank page. */
export function RemoteCrash({ remote, error }: { remote: string; error: Error }) {
  return (
    <Box role="alert" data-remote-crash={remote}>
      <p>Something went wrong on this page.</p>
      <p>
        <button type="button" onClick={() => window.location.reload()}>
          Try again
        </button>
      </p>
      {process.env.NODE_ENV !== 'production' && <pre style={{ whiteSpace: 'pre-wrap' }}>{error.message}</pre>}
    </Box>
  );
}
