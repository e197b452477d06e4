/// JUnit XML, the format CI systems show as a test report: one `testcase` per snapshot.
public enum JUnitXML {
    public static func render(_ summaries: [SuiteSummary]) -> String {
        let tests = summaries.reduce(0) { $0 + $1.total }
        let failures = summaries.reduce(0) { $0 + $1.failed + $1.missing }
        let errors = summaries.reduce(0) { $0 + $1.errors }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"tabsnap\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\">\n"
        for s in summaries {
            xml += "  <testsuite name=\"\(escape(s.suite))\" tests=\"\(s.total)\" failures=\"\(s.failed + s.missing)\" errors=\"\(s.errors)\" skipped=\"0\">\n"
            for c in s.checks {
                xml += "    <testcase classname=\"\(escape(s.suite))\" name=\"\(escape(c.id))\" file=\"\(escape(c.reference))\""
                switch c.status {
                case .passed, .recorded:
                    xml += "/>\n"
                case .failed, .missing:
                    let first = c.message.split(separator: "\n").first.map(String.init) ?? c.status.rawValue
                    xml += ">\n      <failure type=\"\(c.status.rawValue)\" message=\"\(escape(first))\">\(escape(c.message))</failure>\n    </testcase>\n"
                case .error:
                    let first = c.message.split(separator: "\n").first.map(String.init) ?? "error"
                    xml += ">\n      <error message=\"\(escape(first))\">\(escape(c.message))</error>\n    </testcase>\n"
                }
            }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }

    /// XML text and attribute escaping (also used by the HTML report).
    static func escape(_ s: String) -> String {
        var out = ""
        for c in s.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default:
                // Control characters other than tab and newline are not allowed in XML 1.0.
                if c.value < 0x20 && c != "\n" && c != "\t" { out += "?" } else { out.unicodeScalars.append(c) }
            }
        }
        return out
    }
}
