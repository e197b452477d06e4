// The keyboard a text field brings up and how it corrects: UIKit's settings, which change
// nothing in a still frame (no keyboard is shown unless the snapshot asks for one).
extension View {
    public func keyboardType(_ type: UIKeyboardType) -> ModifiedView { accepted("keyboardType") }
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> ModifiedView { accepted("textInputAutocapitalization") }
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> ModifiedView { accepted("autocapitalization") }
    public func autocorrectionDisabled(_ disable: Bool = true) -> ModifiedView { accepted("autocorrectionDisabled") }
    public func disableAutocorrection(_ disable: Bool?) -> ModifiedView { accepted("disableAutocorrection") }
    public func textContentType(_ textContentType: UITextContentType?) -> ModifiedView { accepted("textContentType") }
}

public enum UIKeyboardType: Int, Hashable, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad, twitter,
         webSearch, asciiCapableNumberPad
}

public enum UITextAutocapitalizationType: Int, Hashable, Sendable { case none, words, sentences, allCharacters }

public struct TextInputAutocapitalization: Hashable, Sendable {
    let name: String
    public static let never = TextInputAutocapitalization(name: "never")
    public static let words = TextInputAutocapitalization(name: "words")
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    public static let characters = TextInputAutocapitalization(name: "characters")
}

public struct UITextContentType: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let name = UITextContentType("name")
    public static let givenName = UITextContentType("givenName")
    public static let familyName = UITextContentType("familyName")
    public static let nickname = UITextContentType("nickname")
    public static let emailAddress = UITextContentType("emailAddress")
    public static let telephoneNumber = UITextContentType("telephoneNumber")
    public static let username = UITextContentType("username")
    public static let password = UITextContentType("password")
    public static let newPassword = UITextContentType("newPassword")
    public static let oneTimeCode = UITextContentType("oneTimeCode")
    public static let URL = UITextContentType("URL")
    public static let fullStreetAddress = UITextContentType("fullStreetAddress")
    public static let postalCode = UITextContentType("postalCode")
    public static let addressCity = UITextContentType("addressCity")
    public static let countryName = UITextContentType("countryName")
    public static let creditCardNumber = UITextContentType("creditCardNumber")
    public static let organizationName = UITextContentType("organizationName")
    public static let jobTitle = UITextContentType("jobTitle")
}
