import TabSnapCore

/// The review crops of a failure: the region the scene's module names (a tab bar) and the
/// changed area, each as expected, actual and diff PNGs written through the same artifact path
/// as the full-size pictures (or, without `cropFiles`, as regions alone). Each is encoded from
/// its region of the full image in place, not from a copy.
extension SnapshotVerifier {
    /// `unequalRows` (`DiffResult.unequalRows`): outside them, the expected's bytes are the
    /// actual's, so a crop there is encoded once for both (a failure elsewhere on the screen
    /// leaves the region's two crops the same file).
    func writeCrops(expected: RGBAImage, actual: RGBAImage, diff: RGBAImage?, region named: ReviewRegion?, stem: String,
                    unequalRows: Range<Int>?, into result: inout SnapshotCheck) {
        guard artifactsDirectory != nil else { return }
        let sameSize = expected.width == actual.width && expected.height == actual.height
        if let named, case let region = named.rect.intersection(actual.bounds), !region.isEmpty {
            // Anchored to the bottom: a region that runs to the screen's bottom (a bar) stays so
            // in an image of another height.
            let anchored = { (image: RGBAImage) in ReviewCrop.bottomAnchored(region, from: actual.height, in: image.bounds) }
            let same = sameSize && unequalRows.map { !$0.overlaps(region.y0..<region.y1) } ?? false
            result.regionCrop = !cropFiles ? ReviewCrop(region: region) : writeCrop(region, "region", stem, into: &result, expected: (expected, anchored(expected)),
                                          actual: (actual, region), diff: diff.map { ($0, anchored($0)) }, same: same)
            result.regionCrop?.label = named.label
        }
        if let box = result.boundingBox, !box.isEmpty {
            // The diff spans both images (their larger size), so its bounds clamp the margin.
            let area = ReviewCrop.changedArea(box, in: diff?.bounds ?? expected.bounds.union(actual.bounds))
            result.changeCrop = !cropFiles ? ReviewCrop(region: area) : writeCrop(area, "change", stem, into: &result, expected: (expected, area),
                                          actual: (actual, area), diff: diff.map { ($0, area) }, same: false)
        }
    }

    /// Each picture is an image and the region of it to write; a region outside its image
    /// writes nothing. `same`: the expected's region holds the actual's bytes.
    private func writeCrop(_ region: PixelRect, _ name: String, _ stem: String, into result: inout SnapshotCheck,
                           expected: (RGBAImage, PixelRect), actual: (RGBAImage, PixelRect),
                           diff: (RGBAImage, PixelRect)?, same: Bool) -> ReviewCrop? {
        func png(_ picture: (RGBAImage, PixelRect)?, _ kind: String) -> [UInt8]? {
            guard let (image, area) = picture, !area.intersection(image.bounds).isEmpty else { return nil }
            return artifactPNG(image, region: area, stem, "\(name).\(kind)", into: &result)
        }
        // The same region of the same bytes: encoded once, and the expected crop is a second name
        // for the actual's file (no new file for the file system to create; a copy where it
        // cannot link).
        let shared = same && expected.1 == actual.1
        let actualBytes = png(actual, "actual")
        var crop = ReviewCrop(region: region)
        crop.actual = actualBytes.flatMap { writeArtifact(bytes: $0, stem, "\(name).actual", into: &result) }
        if shared, let written = crop.actual {
            crop.expected = linkArtifact(written, stem, "\(name).expected", into: &result)
        } else {
            crop.expected = (shared ? actualBytes : png(expected, "expected"))
                .flatMap { writeArtifact(bytes: $0, stem, "\(name).expected", into: &result) }
        }
        crop.diff = png(diff, "diff").flatMap { writeArtifact(bytes: $0, stem, "\(name).diff", into: &result) }
        return crop.expected == nil && crop.actual == nil && crop.diff == nil ? nil : crop
    }
}
