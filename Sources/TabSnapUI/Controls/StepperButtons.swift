import TabSnapLayout

/// UIStepper at rest: minus and plus on a rounded fill, a hairline between them.
struct StepperButtons: View {
    typealias M = ControlMetrics

    var body: some View {
        HStack(spacing: 0) {
            Image(systemName: "minus").frame(maxWidth: .infinity, maxHeight: .infinity)
            Color.separator.frame(width: 1, height: 18)
            Image(systemName: "plus").frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        .font(.system(size: 17, weight: .medium))
        .foregroundColor(.primary)
        .frame(width: M.stepperSize.width, height: M.stepperSize.height)
        .background(RoundedRectangle(cornerRadius: M.stepperRadius, style: .continuous).fill(Color.tertiarySystemFill))
    }
}
