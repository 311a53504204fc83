import styled from 'styled-components';

const Box = styled.section`
  max-width: 720px;
  margin: 48px auto;
  padding: 32px 24px;
  border: 1px dashed #94a3b8;
  border-radius: 12px;
  text-align: center;
  background: #f8fafc;
`;

/** A page whose team has not built it yet: says which team owns it, so nobody mistakes it for a bug. */
export function TeamPlaceholder({ team, title, text }: { team: string; title: string; text: string }) {
  return (
    <Box data-placeholder={team}>
      <h1 style={{ margin: '0 0 8px' }}>{title}</h1>
      <p style={{ margin: '0 0 8px' }}>{text}</p>
      <p style={{ margin: 0, color: '#64748b', fontSize: 14 }}>
        <code>{team}</code>
      </p>
    </Box>
  );
}
