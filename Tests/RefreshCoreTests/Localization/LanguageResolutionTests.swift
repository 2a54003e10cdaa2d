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
            XCTAssertEqual(RefreshLanguage.resolve(code), expected, "resolve(\"\(code)\")")
        }
    }

    @MainActor func testMatchReportsUnsupported() async {
        XCTAssertNil(RefreshLanguage.match("C"))
        XCTAssertNil(RefreshLanguage.match("sv_SE"))
        XCTAssertNil(RefreshLanguage.match(""))
        XCTAssertEqual(RefreshLanguage.match("sv_SE") ?? .en, RefreshLanguage.resolve("sv_SE"))
    }

    @MainActor func testEnvironmentPrecedence() async {
        XCTAssertEqual(RefreshLanguage.fromEnvironment([:]), .en)
        XCTAssertEqual(RefreshLanguage.fromEnvironment(["LANG": "de_DE.UTF-8"]), .de)
        XCTAssertEqual(RefreshLanguage.fromEnvironment(["LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR"]), .fr)
        XCTAssertEqual(RefreshLanguage.fromEnvironment(["LANG": "de", "LC_MESSAGES": "fr", "LC_ALL": "ja_JP"]), .ja)
        XCTAssertEqual(RefreshLanguage.fromEnvironment(["LANG": "de", "LC_ALL": "ja", "LANGUAGE": "ko:ru"]), .ko)
        XCTAssertEqual(RefreshLanguage.fromEnvironment(["LANG": "de", "LC_ALL": ""]), .de, "empty values are skipped")
        XCTAssertEqual(RefreshLanguage.fromEnvironment(["LANG": "de", "LANGUAGE": ""]), .de)
    }

    @MainActor func testLanguageListFirstSupportedEntryWins() async {
        XCTAssertEqual(RefreshLanguage.fromEnvironment(["LANGUAGE": "sv:nl:pt_BR:it"]), .pt)
        XCTAssertEqual(RefreshLanguage.fromEnvironment(["LANGUAGE": "zh_CN:en"]), .zhHans)
        XCTAssertEqual(
            RefreshLanguage.fromEnvironment(["LANGUAGE": "sv:nl", "LANG": "uk_UA.UTF-8"]), .uk,
            "a list without a supported entry falls through")
    }

    @MainActor func testFirstNonEmptyLocaleDecidesEvenWhenUnsupported() async {
        XCTAssertEqual(RefreshLanguage.fromEnvironment(["LC_ALL": "C", "LANG": "de_DE"]), .en)
        XCTAssertEqual(RefreshLanguage.fromEnvironment(["LC_MESSAGES": "sv_SE", "LANG": "de_DE"]), .en)
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
