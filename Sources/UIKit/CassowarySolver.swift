/// The Cassowary linear constraint solver (Badros, Borning and Stuckey, 2001), as UIKit's Auto
/// Layout engine is one: required constraints hold exactly, weaker ones are satisfied as far as
/// their strengths allow, by an incremental simplex over a tableau of rows. This follows the
/// structure of the kiwi solver: each constraint becomes a row with a slack, error or dummy
/// marker; a row is solved for an external variable where it has one, else for its marker, else
/// with an artificial variable; the objective (the weighted error terms) is minimised after each
/// addition.
///
/// Iteration goes by symbol number, never by hash order, so the same constraints give the same
/// layout in every process.
final class CassowarySolver {
    static let required = 1_001_001_000.0

    struct Unsatisfiable: Error { let constraint: LinearConstraint }

    private struct Symbol: Hashable, Comparable {
        enum Kind { case invalid, external, slack, error, dummy }
        let id: Int
        let kind: Kind
        static let invalid = Symbol(id: 0, kind: .invalid)
        static func < (a: Symbol, b: Symbol) -> Bool { a.id < b.id }
    }

    private struct Row {
        var constant: Double
        var cells: [Symbol: Double] = [:]

        init(_ constant: Double) { self.constant = constant }

        /// The cells in a fixed order.
        var ordered: [(Symbol, Double)] { cells.sorted { $0.key < $1.key }.map { ($0.key, $0.value) } }

        mutating func insert(_ s: Symbol, _ coefficient: Double = 1) {
            let v = (cells[s] ?? 0) + coefficient
            if abs(v) < 1e-8 { cells[s] = nil } else { cells[s] = v }
        }

        mutating func insert(_ row: Row, _ coefficient: Double = 1) {
            constant += row.constant * coefficient
            for (s, c) in row.ordered { insert(s, c * coefficient) }
        }

        mutating func reverseSign() {
            constant = -constant
            for (s, c) in cells { cells[s] = -c }
        }

        /// Solved for `s`: `s = …` with `s` taken out.
        mutating func solveFor(_ s: Symbol) {
            let k = -1 / cells[s]!
            cells[s] = nil
            constant *= k
            for (t, c) in cells { cells[t] = c * k }
        }

        mutating func solveFor(_ lhs: Symbol, _ rhs: Symbol) {
            insert(lhs, -1)
            solveFor(rhs)
        }

        func coefficient(_ s: Symbol) -> Double { cells[s] ?? 0 }

        mutating func substitute(_ s: Symbol, _ row: Row) {
            guard let c = cells[s] else { return }
            cells[s] = nil
            insert(row, c)
        }
    }

    private var rows: [Symbol: Row] = [:]
    private var variables: [LayoutVariable: Symbol] = [:]
    private var variableOrder: [LayoutVariable] = []
    private var objective = Row(0)
    private var artificial: Row?
    private var nextID = 1

    private func symbol(_ kind: Symbol.Kind) -> Symbol {
        defer { nextID += 1 }
        return Symbol(id: nextID, kind: kind)
    }

    private func symbol(for v: LayoutVariable) -> Symbol {
        if let s = variables[v] { return s }
        let s = symbol(.external)
        variables[v] = s
        variableOrder.append(v)
        return s
    }

    private var orderedRows: [(Symbol, Row)] { rows.sorted { $0.key < $1.key }.map { ($0.key, $0.value) } }

    /// Adds `c`, or throws when it conflicts with the required constraints already there (the
    /// solver is left as it was, apart from work that changes no solution).
    func add(_ c: LinearConstraint) throws {
        var marker = Symbol.invalid, other = Symbol.invalid
        var row = Row(c.expression.constant)
        for (v, coefficient) in c.expression.terms where abs(coefficient) >= 1e-8 {
            let s = symbol(for: v)
            if let basic = rows[s] { row.insert(basic, coefficient) } else { row.insert(s, coefficient) }
        }
        let strength = min(c.strength, Self.required)
        switch c.relation {
        case .lessOrEqual, .greaterOrEqual:
            let k: Double = c.relation == .lessOrEqual ? 1 : -1
            marker = symbol(.slack)
            row.insert(marker, k)
            if strength < Self.required {
                other = symbol(.error)
                row.insert(other, -k)
                objective.insert(other, strength)
            }
        case .equal:
            if strength < Self.required {
                marker = symbol(.error)
                other = symbol(.error)
                row.insert(marker, -1)
                row.insert(other, 1)
                objective.insert(marker, strength)
                objective.insert(other, strength)
            } else {
                marker = symbol(.dummy)
                row.insert(marker)
            }
        }
        if row.constant < 0 { row.reverseSign() }

        var subject = chooseSubject(row, marker, other)
        if subject.kind == .invalid, row.cells.keys.allSatisfy({ $0.kind == .dummy }) {
            guard abs(row.constant) < 1e-8 else { throw Unsatisfiable(constraint: c) }
            subject = marker
        }
        if subject.kind == .invalid {
            guard addWithArtificialVariable(row) else { throw Unsatisfiable(constraint: c) }
        } else {
            row.solveFor(subject)
            substitute(subject, row)
            rows[subject] = row
        }
        optimize(artificialObjective: false)
    }

    private func chooseSubject(_ row: Row, _ marker: Symbol, _ other: Symbol) -> Symbol {
        if let external = row.ordered.first(where: { $0.0.kind == .external }) { return external.0 }
        if marker.kind == .slack || marker.kind == .error, row.coefficient(marker) < 0 { return marker }
        if other.kind == .slack || other.kind == .error, row.coefficient(other) < 0 { return other }
        return .invalid
    }

    private func addWithArtificialVariable(_ row: Row) -> Bool {
        let art = symbol(.slack)
        rows[art] = row
        artificial = row
        optimize(artificialObjective: true)
        let success = abs(artificial!.constant) < 1e-8
        artificial = nil
        if var r = rows[art] {
            rows[art] = nil
            if r.cells.isEmpty { return success }
            guard let entering = r.ordered.first(where: { $0.0.kind == .slack || $0.0.kind == .error })?.0 else { return false }
            r.solveFor(art, entering)
            substitute(entering, r)
            rows[entering] = r
        }
        for (s, var r) in orderedRows where r.cells[art] != nil {
            r.cells[art] = nil
            rows[s] = r
        }
        objective.cells[art] = nil
        return success
    }

    private func substitute(_ s: Symbol, _ row: Row) {
        for (key, var r) in orderedRows where r.cells[s] != nil {
            r.substitute(s, row)
            rows[key] = r
        }
        objective.substitute(s, row)
        artificial?.substitute(s, row)
    }

    /// Pivots until no symbol with a negative coefficient in the objective (the artificial
    /// row's, when adding with an artificial variable) can enter.
    private func optimize(artificialObjective: Bool) {
        while true {
            let goal = artificialObjective ? artificial! : objective
            guard let entering = goal.ordered.first(where: { $0.0.kind != .dummy && $0.1 < 0 })?.0 else { return }
            var leaving: Symbol? = nil
            var best = Double.infinity
            for (s, r) in orderedRows where s.kind != .external {
                let c = r.coefficient(entering)
                guard c < 0 else { continue }
                let ratio = -r.constant / c
                if ratio < best { best = ratio; leaving = s }
            }
            guard let leaving, var r = rows[leaving] else { return }
            rows[leaving] = nil
            r.solveFor(leaving, entering)
            substitute(entering, r)
            rows[entering] = r
        }
    }

    /// Writes each variable's value.
    func updateVariables() {
        for v in variableOrder {
            v.value = rows[variables[v]!]?.constant ?? 0
        }
    }
}
