import TabSnapCore

/// The review crops of a failure: the tab bar and the changed area, each as expected, actual
/// and diff PNGs written through the same artifact path as the full-size pictures.
extension SnapshotVerifier {
    func writeCrops(expected: RGBAImage, actual: RGBAImage, diff: RGBAImage?, tabBar: PixelRect?, stem: String,
                    into result: inout SnapshotCheck) {
        guard artifactsDirectory != nil else { return }
        if let tabBar = tabBar?.intersection(actual.bounds), !tabBar.isEmpty {
            let bar = { (image: RGBAImage) in ReviewCrop.bottomAnchored(tabBar, from: actual.height, in: image.bounds) }
            result.tabBarCrop = writeCrop(tabBar, "tabbar", stem, into: &result,
                                          expected: expected.cropped(to: bar(expected)), actual: actual.cropped(to: tabBar),
                                          diff: diff.flatMap { $0.cropped(to: bar($0)) })
        }
        if let box = result.boundingBox, !box.isEmpty {
            // The diff spans both images (their larger size), so its bounds clamp the margin.
            let area = ReviewCrop.changedArea(box, in: diff?.bounds ?? expected.bounds.union(actual.bounds))
            result.changeCrop = writeCrop(area, "change", stem, into: &result, expected: expected.cropped(to: area),
                                          actual: actual.cropped(to: area), diff: diff?.cropped(to: area))
        }
    }

    private func writeCrop(_ region: PixelRect, _ name: String, _ stem: String, into result: inout SnapshotCheck,
                           expected: RGBAImage?, actual: RGBAImage?, diff: RGBAImage?) -> ReviewCrop? {
        var crop = ReviewCrop(region: region)
        crop.expected = expected.flatMap { writeArtifact($0, stem, "\(name).expected", into: &result) }
        crop.actual = actual.flatMap { writeArtifact($0, stem, "\(name).actual", into: &result) }
        crop.diff = diff.flatMap { writeArtifact($0, stem, "\(name).diff", into: &result) }
        return crop.expected == nil && crop.actual == nil && crop.diff == nil ? nil : crop
    }
}
