/// The JSON form of the standings (`stats --json`): an array of objects, best first, each with its keys
/// in this order: `name`, `wins`, `losses`, `draws`, `hinted` (`{wins, losses, draws}`, the games played
/// with hints). The same bytes in every language; keys may be added, never renamed.
public enum StandingsJSON {
    /// What each object holds, as the help shows it.
    public static let shape = "{name, wins, losses, draws, hinted: {wins, losses, draws}}"

    /// The standings as one line of JSON (no newline).
    public static func encode(_ standings: [Standing]) -> String {
        "[" + standings.map(encode).joined(separator: ",") + "]"
    }

    /// One standing as a JSON object.
    public static func encode(_ standing: Standing) -> String {
        let hinted = "{\"wins\":\(standing.hinted.wins),\"losses\":\(standing.hinted.losses),\"draws\":\(standing.hinted.draws)}"
        return "{\"name\":\(GameJSON.string(standing.name)),\"wins\":\(standing.wins),\"losses\":\(standing.losses),"
            + "\"draws\":\(standing.draws),\"hinted\":\(hinted)}"
    }
}
