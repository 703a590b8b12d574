import styled from "@emotion/styled"
import { useSite } from "../../hooks/use-site"
import { useWords } from "../../hooks/use-words"
import { theme } from "../../theme/theme"
import { Icon } from "../ui/icon"

const List = styled.ul`
  display: grid;
  gap: ${theme.space.lg};
  list-style: none;
  margin: 0;
  padding: ${theme.space.xl};
  border: ${theme.sizes.border} solid ${theme.colors.onDarkLine};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.onDarkFill};
`

const Claim = styled.li`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${theme.space.xs} ${theme.space.md};
`

const Check = styled(Icon)`
  grid-row: span 2;
  padding: 6px;
  border-radius: 50%;
  background: ${theme.colors.gold};
  color: ${theme.colors.ink};
`

const Title = styled.strong`
  font-size: ${theme.fontSizes.emphasis};
`

const Text = styled.span`
  color: ${theme.colors.onDarkMuted};
`

/** The firm's two commitments (24-hour response, free consultation), beside the hero's headline. */
export function HeroClaims() {
  const { claims } = useSite()
  const { hero } = useWords()
  return (
    <List aria-label={hero.claimsLabel}>
      {claims.map((claim) => (
        <Claim key={claim.title}>
          <Check name="check" size={32} />
          <Title>{claim.title}</Title>
          <Text>{claim.text}</Text>
        </Claim>
      ))}
    </List>
  )
}
