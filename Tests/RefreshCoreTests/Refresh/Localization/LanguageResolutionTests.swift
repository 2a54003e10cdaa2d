import XCTest

@testable import RefreshCore

nonisolated final class LanguageResolutionTests: XCTestCase {
    @MainActor func testResolutionTable() async {
        let table: [(String, RefreshLanguage)] = [
            ("en", .en), ("en-US", .en), ("EN_gb", .en), ("en_US.UTF-8", .en),
            ("zh-Hans", .zhHans), ("zh-Hans-CN", .zhHans), ("zh_CN", .zhHans), ("zh-CN", .zhHans),
            ("zh_CN.UTF-8", .zhHans), ("zh-SG", .zhHans), ("ZH-HANS-HK", .zhHans), ("zh_SG.GB2312", .zhHans),
            ("zh", .zhHant), ("zh-Hant", .zhHant), ("zh-TW", .zhHant), ("zh_HK.UTF-8", .zhHant),
            ("zh-Hant-CN", .zhHant), ("zh-MO", .zhHant),
            ("ko", .ko), ("ko_KR.UTF-8", .ko), ("ru-RU", .ru), ("uk_UA", .uk), ("ja_JP.eucJP", .ja),
            ("de_DE@euro", .de), ("de-AT", .de), ("fr_CA.UTF-8", .fr), ("es-419", .es), ("es_MX", .es),
            ("pt-BR", .pt), ("pt_PT", .pt), ("it_IT@euro", .it), ("ar", .ar), ("ar_EG.UTF-8", .ar),
            ("deu", .de), ("fra", .fr),
            ("C", .en), ("POSIX", .en), ("C.UTF-8", .en), ("", .en), ("   ", .en), ("xx-YY", .en),
            ("nl_NL", .en), ("ast", .en), ("arn", .en), ("english", .en),
        ]
        for (code, expected) in table {
            XCTAssertEqual(
                RefreshLanguage(resolvingCode: code), expected, "RefreshLanguage(resolvingCode: \"\(code)\")")
        }
    }

    @MainActor func testCodeInitializerFailsOnUnsupportedCodes() async {
        XCTAssertNil(RefreshLanguage(code: "C"))
        XCTAssertNil(RefreshLanguage(code: "sv_SE"))
        XCTAssertNil(RefreshLanguage(code: ""))
        XCTAssertEqual(RefreshLanguage(code: "de_AT.UTF-8"), .de)
        XCTAssertEqual(RefreshLanguage(code: "zh_SG"), .zhHans)
        XCTAssertEqual(RefreshLanguage(resolvingCode: "sv_SE"), .en)
    }

    @MainActor func testEnvironmentInitializerFailsWhenNoSupportedLanguageIsNamed() async {
        XCTAssertNil(RefreshLanguage(environment: [:]))
        XCTAssertNil(RefreshLanguage(environment: ["LC_ALL": "C", "LANG": "de_DE"]))
        XCTAssertNil(RefreshLanguage(environment: ["LANGUAGE": "sv:nl"]))
        XCTAssertEqual(RefreshLanguage(environment: ["LANGUAGE": "sv:nl", "LANG": "ko_KR.UTF-8"]), .ko)
        XCTAssertEqual(RefreshLanguage(resolvingEnvironment: ["LC_ALL": "C"]), .en)
    }

    @MainActor func testEnvironmentPrecedence() async {
        XCTAssertEqual(RefreshLanguage(resolvingEnvironment: [:]), .en)
        XCTAssertEqual(RefreshLanguage(resolvingEnvironment: ["LANG": "de_DE.UTF-8"]), .de)
        XCTAssertEqual(RefreshLanguage(resolvingEnvironment: ["LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR"]), .fr)
        XCTAssertEqual(
            RefreshLanguage(resolvingEnvironment: ["LANG": "de", "LC_MESSAGES": "fr", "LC_ALL": "ja_JP"]), .ja)
        XCTAssertEqual(RefreshLanguage(resolvingEnvironment: ["LANG": "de", "LC_ALL": "ja", "LANGUAGE": "ko:ru"]), .ko)
        XCTAssertEqual(
            RefreshLanguage(resolvingEnvironment: ["LANG": "de", "LC_ALL": ""]), .de, "empty values are skipped")
        XCTAssertEqual(RefreshLanguage(resolvingEnvironment: ["LANG": "de", "LANGUAGE": ""]), .de)
    }

    @MainActor func testLanguageListFirstSupportedEntryWins() async {
        XCTAssertEqual(RefreshLanguage(resolvingEnvironment: ["LANGUAGE": "sv:nl:pt_BR:it"]), .pt)
        XCTAssertEqual(RefreshLanguage(resolvingEnvironment: ["LANGUAGE": "zh_CN:en"]), .zhHans)
        XCTAssertEqual(
            RefreshLanguage(resolvingEnvironment: ["LANGUAGE": "sv:nl", "LANG": "uk_UA.UTF-8"]), .uk,
            "a list without a supported entry falls through")
    }

    @MainActor func testFirstNonEmptyLocaleDecidesEvenWhenUnsupported() async {
        XCTAssertEqual(RefreshLanguage(resolvingEnvironment: ["LC_ALL": "C", "LANG": "de_DE"]), .en)
        XCTAssertEqual(RefreshLanguage(resolvingEnvironment: ["LC_MESSAGES": "sv_SE", "LANG": "de_DE"]), .en)
    }

    @MainActor func testLocalizerConfigurationThenEnvironment() async {
        let env = ["LANG": "ru_RU.UTF-8"]
        XCTAssertEqual(RefreshLocalizer(configuredCode: "zh-TW", environment: env).language, .zhHant)
        XCTAssertEqual(RefreshLocalizer(configuredCode: nil, environment: env).language, .ru)
        XCTAssertEqual(RefreshLocalizer(configuredCode: "", environment: env).language, .ru)
        XCTAssertEqual(RefreshLocalizer(configuredCode: "sv", environment: env).language, .ru)
        XCTAssertEqual(RefreshLocalizer(configuredCode: nil, environment: [:]).language, .en)
        XCTAssertEqual(RefreshLocalizer(configuredCode: "xx", environment: ["LANG": "C"]).language, .en)
    }
}
