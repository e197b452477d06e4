/// A sum of variables times coefficients, plus a constant: one side of a layout constraint.
struct LinearExpression {
    var terms: [(LayoutVariable, Double)]
    var constant: Double

    init(_ terms: [(LayoutVariable, Double)] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    init(_ v: LayoutVariable) { self.init([(v, 1)]) }

    static func + (a: LinearExpression, b: LinearExpression) -> LinearExpression {
        LinearExpression(a.terms + b.terms, constant: a.constant + b.constant)
    }
    static func - (a: LinearExpression, b: LinearExpression) -> LinearExpression { a + b * -1 }
    static func * (a: LinearExpression, k: Double) -> LinearExpression {
        LinearExpression(a.terms.map { ($0.0, $0.1 * k) }, constant: a.constant * k)
    }
    static func + (a: LinearExpression, k: Double) -> LinearExpression { LinearExpression(a.terms, constant: a.constant + k) }
}
