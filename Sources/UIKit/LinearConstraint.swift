/// `expression (op) 0` at a strength: what the solver is given.
struct LinearConstraint {
    enum Relation { case lessOrEqual, equal, greaterOrEqual }
    let expression: LinearExpression
    let relation: Relation
    /// `CassowarySolver.required`, or a weight below it (a UIKit priority times 1,000).
    let strength: Double
    /// What to say when it cannot be satisfied (UIKit's log names the constraint).
    let label: String
}
