/**
 * Where a colour's hand lies (`Player[colour].getHandTransform()`), asked one guarded way
 * everywhere: a colour without a hand zone answers nil, and on some tables the call raises;
 * neither may stop a press.
 */
export function handPosition(colour: string): Vector | undefined {
  const player = Player[colour as PlayerColor];
  if (player === undefined || player === null) return undefined;
  const [ok, hand] = pcall(() => player.getHandTransform());
  if (!ok || hand === undefined || hand === null) return undefined;
  return hand.position;
}
