// The floor's page (the remote's exposed module, and the one-bundle build's page): one heading
// and one paragraph, drawn with styled-components as the shop's pages are.
import styled from 'styled-components';

const Main = styled.main`
  max-width: 640px;
  margin: 0 auto;
  padding: 16px;
  font: 16px/1.5 system-ui, sans-serif;
`;
const Title = styled.h1`
  font-size: 28px;
  margin: 8px 0;
`;

export default function Page() {
  return (
    <Main>
      <Title>Ku soo dhawoow Suuq</Title>
      <p>
        The named stack and nothing else: React, react-dom, react-router-dom, styled-components,
        single-spa and rxjs, with one heading and this paragraph.
      </p>
    </Main>
  );
}
