import Synchronization

/// The alpha-beta search at the heart of ``Solver``: a value type holding only the raw table
/// pointer and a node counter, so the recursion does no reference counting.
///
/// Table entries are read and written as relaxed atomics: in a parallel solve another thread may
/// write the same entry at any time, and since each entry is one word that carries its own key,
/// a read sees either a whole entry (checked against the key) or another position's.
struct Search {
    let entries: UnsafeMutablePointer<Atomic<UInt64>>
    let shift: UInt64
    let tagMask: UInt64
    var nodes = 0
    /// The search gives up (and stops writing to the table) after this many positions.
    let nodeLimit: Int
    /// Node count at which ``checkpoint()`` next runs (one comparison per node).
    private var nextCheck: Int
    /// Whether the search gave up; results are then meaningless and nothing more is stored.
    private(set) var isAborted = false
    /// The other threads of a parallel solve, or nil when searching alone.
    let shared: ParallelSolve?
    /// The score that the current null-window search tests (parallel solves only).
    var tested = 0
    /// Whether forced moves are played without the table (``Solver/Options/forcedMoveChains``).
    let forcedChains: Bool
    /// Whether table buckets are prefetched (``Solver/Options/prefetchesTable``).
    let prefetches: Bool

    /// Positions searched between two looks at ``shared``.
    static let checkInterval = 4096

    init(table: TranspositionTable, nodeLimit: Int = .max, shared: ParallelSolve? = nil,
         helper: Bool = false, rootMoveCount: Int = 0, splitsRoot: Bool = false,
         options: Solver.Options = Solver.Options()) {
        reversed = helper ? ((splitsRoot ? 0b1 : 0b10) << UInt64(rootMoveCount)) : 0
        forcedChains = options.forcedMoveChains
        prefetches = options.prefetchesTable
        entries = UnsafeMutableRawPointer(table.entries).assumingMemoryBound(to: Atomic<UInt64>.self)
        shift = table.shift
        tagMask = (1 << (table.shift)) - 1
        self.nodeLimit = nodeLimit
        self.shared = shared
        nextCheck = shared == nil ? nodeLimit : min(nodeLimit, Self.checkInterval)
    }

    /// Starts a new null-window search of `score` in a parallel solve.
    mutating func begin(testing score: Int) {
        tested = score
        isAborted = false
        nextCheck = min(nodeLimit, nodes &+ Self.checkInterval)
    }

    /// Whether to give up: the node budget ran out, or in a parallel solve the test became
    /// pointless. Runs only when ``nodes`` passes ``nextCheck``.
    @inline(never)
    mutating func checkpoint() -> Bool {
        if isAborted { return true }
        if nodes > nodeLimit || shared?.isPointless(tested) == true {
            isAborted = true
            nextCheck = .min
            return true
        }
        nextCheck = min(nodeLimit, nodes &+ Self.checkInterval)
        return false
    }

    /// The `opponentWins` argument of ``negamax(_:alpha:beta:opponentWins:)`` when not known
    /// (no set of cells has the bits above the board's).
    static let unknown = UInt64.max

    /// Positions with fewer stones than this probe their children's table entries first.
    ///
    /// 28 rather than 16 (one thread): 13 % fewer positions on the first 100 lines of
    /// Test_L1_R2, 16 % on the slow perfect-bot positions, 6 % on Test_L2_R2, and less time;
    /// every depth (42) saves more positions but no more time.
    static let etcDepth = 28

    /// Priority of each column among moves with equal threat counts: the centre first.
    /// Bits 0...2 of a move's sort byte; 7 is the best.
    static let centreRank: UInt64 = 0x01_03_05_07_06_04_02  // byte c = rank of column c
    /// Bit `n` set: in positions of `n` stones, the ranked moves are searched worst first.
    ///
    /// The helper thread of a parallel solve sets the level one stone below the root. There the
    /// main thread's first move usually fails low, so every move must be searched anyway: the two
    /// threads work through the moves from opposite ends, each finding the other's results in
    /// the shared table once they meet. (Weakly solving the empty board, also reversing the
    /// level three stones below cost the main thread 6 % more positions, and levels three and
    /// five 36 % more.)
    ///
    /// A test of one move whose every reply must be refuted (``Solver/scoreIsAtLeast(_:_:)``, asked
    /// whether a move keeps a known score) reverses the root instead (`splitsRoot`): there the
    /// root's moves all need searching, and one stone below, the first move usually refutes, so
    /// reversing that level made the helper search the worst refutations first. The lines of the
    /// 100 seeded `easy,medium` games of `make bench-review`: 10–25 % fewer positions.
    let reversed: UInt64

    /// Negamax with alpha-beta pruning and a transposition table (Pons, `Solver.cpp`).
    ///
    /// - Precondition: `alpha < beta`, the player to move cannot win at once, the game is not
    ///   over.
    /// - Returns: the exact score if it lies in (alpha, beta); otherwise an upper bound ≤ alpha,
    ///   or a lower bound ≥ beta.
    ///
    /// `opponentWins` is the position's ``Position/opponentWinningCells`` when the caller knows
    /// them (from ranking the move that led here), else ``unknown``.
    mutating func negamax(_ position: Position, alpha alphaIn: Int, beta betaIn: Int,
                          opponentWins: UInt64 = Search.unknown) -> Int {
        nodes &+= 1
        if nodes > nextCheck && checkpoint() { return 0 }
        var alpha = alphaIn
        var beta = betaIn
        let moveCount = position.moveCount
        let theirWins = opponentWins == Self.unknown ? position.opponentWinningCells : opponentWins
        let next = position.possibleNonLosingMoves(opponentWins: theirWins)
        // Every move lets the opponent win at their next stone.
        if next == 0 { return -(Position.cellCount - moveCount) / 2 }
        // Neither side can win with the last two stones, as no one wins now.
        if moveCount >= Position.cellCount - 2 { return 0 }

        // The position's bucket, prefetched now so that its cache miss overlaps the bounds and
        // rules below (a forced move is played without a probe).
        let (h, mirrored) = Self.hash(of: position)
        let bucket = bucketAddress(of: h)
        if next & (next &- 1) != 0 { prefetch(h) }

        // The opponent cannot win with their next stone, so we lose at best one move later.
        let low = -(Position.cellCount - 2 - moveCount) / 2
        if alpha < low {
            alpha = low
            if alpha >= beta { return alpha }
        }
        // We cannot win with our next stone, so we win at best one move later.
        let high = (Position.cellCount - 1 - moveCount) / 2
        if beta > high {
            beta = high
            if alpha >= beta { return beta }
        }

        // A player with no line of four still open (their stones and empty cells) cannot win:
        // the best they can get is a draw. Only worth a look when the window straddles 0.
        if moveCount >= 18 && (beta > 0 || alpha < 0) {
            let empty = Position.boardMask & ~position.mask
            if beta > 0 && !Position.hasFour(position.current | empty) {
                beta = 0
                if alpha >= beta { return beta }
            }
            if alpha < 0 && !Position.hasFour((position.current ^ position.mask) | empty) {
                alpha = 0
                if alpha >= beta { return alpha }
            }
        }

        // Allis' rules (see Position): claimeven bounds the first player when they are to move,
        // the odd-threat zugzwang the second player when they are.
        if beta > -1, let bound = position.claimevenBound, beta > bound {
            beta = bound
            if alpha >= beta { return beta }
        }
        if beta > -2, let bound = position.oddThreatBound(firstPlayerWins: theirWins), beta > bound {
            beta = bound
            if alpha >= beta { return beta }
        }

        // A single move that does not lose at once is forced: play it without a table probe
        // or a store (Steininger's forced-move chains).
        if forcedChains && next & (next &- 1) == 0 {
            var child = position
            child.play(move: next)
            return -negamax(child, alpha: -beta, beta: -alpha)
        }

        let tag = h & tagMask
        var entry = tag
        var tableMove = 7
        let startNodes = nodes
        // Choose now where the result will go, so that storing is a blind write (a load after
        // the subtree's search would usually miss the cache again).
        let first = bucket[0].load(ordering: .relaxed)
        var found: UInt64 = 0
        var slot = -1
        if first & tagMask == tag && first != 0 {
            found = first
            slot = 0
        } else {
            let second = bucket[1].load(ordering: .relaxed)
            if second & tagMask == tag && second != 0 {
                found = second
                slot = 1
            }
        }
        if found != 0 {
            entry = found
            let lowerField = Int(truncatingIfNeeded: (found >> TranspositionTable.lowerShift) & 63)
            if lowerField != 0 && lowerField - 32 > alpha {
                alpha = lowerField - 32
                if alpha >= beta { return alpha }
            }
            let upperField = Int(truncatingIfNeeded: (found >> TranspositionTable.upperShift) & 63)
            if upperField != 0 && 32 - upperField < beta {
                beta = 32 - upperField
                if alpha >= beta { return beta }
            }
            let move = Int(truncatingIfNeeded: (found >> TranspositionTable.moveShift) & 7)
            if move != 0 { tableMove = mirrored ? 7 - move : move - 1 }
        }

        // A move after which a knowledge rule refutes the opponent ends the search: for the
        // second player the claimeven bound, for the first the odd-threat zugzwang.
        // The cells each move makes winning for the mover are the opponent's threats in the
        // child (kept for the move ranking and the child's search).
        var childThreats = InlineArray<7, UInt64>(repeating: Self.unknown)
        // Where the enhanced transposition cutoff below will look, the children's buckets are
        // prefetched first, so that their misses overlap one another and the rules.
        var childHashes = InlineArray<7, UInt64>(repeating: 0)
        if moveCount < Self.etcDepth {
            var remaining = next
            while remaining != 0 {
                let move = remaining & (0 &- remaining)
                remaining &= remaining &- 1
                var child = position
                child.play(move: move)
                let column = move.trailingZeroBitCount / (Position.height + 1)
                childHashes[column] = Self.hash(of: child).hash
                prefetch(childHashes[column])
            }
        }
        if beta <= 2 {
            var candidates = next
            while candidates != 0 {
                let move = candidates & (0 &- candidates)
                candidates &= candidates &- 1
                var child = position
                child.play(move: move)
                let column = move.trailingZeroBitCount / (Position.height + 1)
                let lower: Int?
                if moveCount & 1 == 1 {
                    lower = child.claimevenBound.map { -$0 }
                } else {
                    let cells = Position.openLines(of: position.current | move, mask: position.mask | move)
                    childThreats[column] = cells
                    lower = child.oddThreatBound(firstPlayerWins: cells).map { -$0 }
                }
                if let lower, lower >= beta {
                    store(bucket, slot: slot, first: first, entry: entry, work: nodes &- startNodes, lower: lower,
                          upper: nil, column: column, mirrored: mirrored)
                    return lower
                }
            }
        }

        if moveCount < Self.etcDepth {
            // Enhanced transposition cutoff: a child whose known upper bound already refutes the
            // window ends the search before any recursion (its bucket was prefetched above).
            var remaining = next
            while remaining != 0 {
                let move = remaining & (0 &- remaining)
                remaining &= remaining &- 1
                // Each column takes height + 1 = 7 bits.
                let column = move.trailingZeroBitCount / (Position.height + 1)
                let childHash = childHashes[column]
                let childEntry = lookUp(childHash & tagMask, in: bucketAddress(of: childHash))
                if childEntry != 0 {
                    let upperField = Int(truncatingIfNeeded:
                        (childEntry >> TranspositionTable.upperShift) & 63)
                    if upperField != 0 && upperField - 32 >= beta {
                        store(bucket, slot: slot, first: first, entry: entry, work: nodes &- startNodes, lower: upperField - 32,
                              upper: nil, column: column, mirrored: mirrored)
                        return upperField - 32
                    }
                }
            }
        }

        var bestColumn = -1
        var others = next
        // The table's best move first, before the others are ranked: it often cuts off alone,
        // and then their threat counts would be wasted.
        if tableMove < Position.width {
            let move = next & Position.columnMask(tableMove)
            if move != 0 {
                others &= ~move
                var child = position
                child.play(move: move)
                let score = -negamax(child, alpha: -beta, beta: -alpha,
                                     opponentWins: childThreats[tableMove])
                if score >= beta {
                    store(bucket, slot: slot, first: first, entry: entry, work: nodes &- startNodes, lower: score, upper: nil,
                          column: tableMove, mirrored: mirrored)
                    return score
                }
                if score > alpha {
                    alpha = score
                    bestColumn = tableMove
                }
            }
        }

        // One sort byte per column: threat score (capped at 31), centre rank. A single move
        // needs no ranking.
        // The threat score counts each of them that is useful (not right above an opponent's
        // winning cell, which neither side will ever fill). When the window is near 0 (proving
        // a win or a draw, not how fast), threats also count once more when they cannot be
        // played at once (an immediate threat is simply blocked) and once more when they lie
        // on the mover's good rows (Allis: odd rows for the first player, even for the
        // second). On Pons' Test_L1_R3 and the empty board this takes 15-27 % fewer positions
        // for weak solves; tactical windows keep the plain count, which finds quick wins first.
        var order: UInt64 = 0
        let goodRows: UInt64 = moveCount & 1 == 0 ? Position.oddRows : Position.oddRows << 1
        let nearDraw = alpha >= -1 && beta <= 1
        if others & (others &- 1) == 0 {
            if others != 0 { order = 1 << UInt64(others.trailingZeroBitCount / (Position.height + 1) * 8) }
        } else {
            var remaining = others
            while remaining != 0 {
                let move = remaining & (0 &- remaining)
                remaining &= remaining &- 1
                let column = move.trailingZeroBitCount / (Position.height + 1)
                if moveCount >= Self.etcDepth {
                    // Below the cutoff's levels the children's buckets are prefetched here, while
                    // the moves are ranked and the first ones searched.
                    var child = position
                    child.play(move: move)
                    prefetch(Self.hash(of: child).hash)
                }
                var cells = childThreats[column]
                if cells == Self.unknown {
                    cells = Position.openLines(of: position.current | move, mask: position.mask | move)
                    childThreats[column] = cells
                }
                // A threat right above one of the opponent's can never be played.
                let useful = cells & ~(theirWins << 1)
                let playable = ((position.mask | move) &+ Position.bottom) & Position.boardMask
                var count = useful.nonzeroBitCount
                if nearDraw {
                    count += (useful & ~playable).nonzeroBitCount + (useful & goodRows).nonzeroBitCount
                }
                let threats = UInt64(truncatingIfNeeded: min(count, 31))
                let byte = threats << 3 | ((Self.centreRank >> UInt64(column * 8)) & 7)
                // The helper of a parallel solve takes the moves of some levels last first.
                let key = (reversed >> UInt64(moveCount)) & 1 == 0 ? byte : 256 - byte
                order |= key << UInt64(column * 8)
            }
        }

        while order != 0 {
            // Take the column with the largest sort byte (bytes are unique: the centre rank
            // differs), looking only at the columns still to search.
            var bestByte: UInt64 = 0
            var chosen = 0
            var rest = order
            while rest != 0 {
                let c = rest.trailingZeroBitCount >> 3
                let byte = (rest >> UInt64(c * 8)) & 0xFF
                rest &= ~(0xFF << UInt64(c * 8))
                if byte > bestByte {
                    bestByte = byte
                    chosen = c
                }
            }
            order &= ~(0xFF << UInt64(chosen * 8))

            var child = position
            child.play(move: next & Position.columnMask(chosen))
            let score = -negamax(child, alpha: -beta, beta: -alpha, opponentWins: childThreats[chosen])
            if score >= beta {
                store(bucket, slot: slot, first: first, entry: entry, work: nodes &- startNodes, lower: score, upper: nil,
                      column: chosen, mirrored: mirrored)
                return score
            }
            if score > alpha {
                alpha = score
                bestColumn = chosen
            }
        }
        store(bucket, slot: slot, first: first, entry: entry, work: nodes &- startNodes, lower: bestColumn >= 0 ? alpha : nil, upper: alpha,
              column: bestColumn, mirrored: mirrored)
        return alpha
    }
}
