import XCTest

@testable import RefreshCore

/// CLDR's cardinal plural rules for whole numbers, language by language, and the counted phrases
/// built on them ("12 new posts", "12 new", "Loaded 5 items") in each form.
nonisolated final class PluralCategoryTests: XCTestCase {
    /// The category of each number in `language`.
    private func categories(_ language: RefreshLanguage, _ numbers: [Int]) -> [PluralCategory] {
        numbers.map(language.pluralCategory)
    }

    func testEnglishAndGermanHaveOneAndOther() {
        for language in [RefreshLanguage.en, .de] {
            XCTAssertEqual(
                categories(language, [0, 1, 2, 11, 21, 1_000_000]), [.other, .one, .other, .other, .other, .other])
        }
    }

    func testChineseJapaneseAndKoreanHaveOnlyOther() {
        for language in [RefreshLanguage.zhHans, .zhHant, .ja, .ko] {
            XCTAssertEqual(Set(categories(language, [0, 1, 2, 5, 11, 21, 1_000_000])), [.other], "\(language)")
        }
    }

    func testFrenchAndPortugueseTakeZeroAsSingularAndMillionsAsMany() {
        for language in [RefreshLanguage.fr, .pt] {
            XCTAssertEqual(
                categories(language, [0, 1, 2, 100, 1_000_000, 2_000_000, 1_000_001]),
                [.one, .one, .other, .other, .many, .many, .other], "\(language)")
        }
    }

    func testSpanishAndItalianTakeOnlyOneAsSingularAndMillionsAsMany() {
        for language in [RefreshLanguage.es, .it] {
            XCTAssertEqual(
                categories(language, [0, 1, 2, 1_000_000, 3_000_000, 999_999]),
                [.other, .one, .other, .many, .many, .other], "\(language)")
        }
    }

    func testRussianAndUkrainianHaveOneFewAndMany() {
        for language in [RefreshLanguage.ru, .uk] {
            XCTAssertEqual(
                categories(language, [1, 21, 101, 11, 111, 2, 3, 4, 22, 104, 12, 13, 14, 112, 0, 5, 10, 20, 25, 100]),
                [.one, .one, .one, .many, .many, .few, .few, .few, .few, .few, .many, .many, .many, .many]
                    + [.many, .many, .many, .many, .many, .many], "\(language)")
        }
    }

    func testArabicHasAllSixCategories() {
        XCTAssertEqual(
            categories(.ar, [0, 1, 2, 3, 10, 103, 110, 11, 99, 111, 100, 101, 102, 200]),
            [.zero, .one, .two, .few, .few, .few, .few, .many, .many, .many, .other, .other, .other, .other])
    }

    func testANegativeCountTakesTheCategoryOfItsMagnitude() {
        XCTAssertEqual(RefreshLanguage.ru.pluralCategory(-21), .one)
        XCTAssertEqual(RefreshLanguage.ar.pluralCategory(-2), .two)
    }

    func testFormsFallBackToOtherAndReplaceEveryMark() {
        let forms = PluralForms(one: "# thing", other: "# things (#)")
        XCTAssertEqual(forms.text(1, in: .en), "1 thing")
        XCTAssertEqual(forms.text(3, in: .en), "3 things (3)")
        XCTAssertEqual(forms.text(1, in: .ja), "1 things (1)", "a language without `one` takes other")
        XCTAssertEqual(PluralForms(other: "#").text(0, in: .ar), "0", "a form left out takes other")
    }

    func testNewPostsInEachLanguageAndForm() {
        let expected: [(RefreshLanguage, Int, String)] = [
            (.en, 1, "1 new post"), (.en, 12, "12 new posts"),
            (.zhHans, 12, "12 条新帖子"), (.zhHant, 12, "12 則新貼文"), (.ja, 1, "1 件の新しい投稿"), (.ko, 12, "새 게시물 12개"),
            (.ru, 1, "1 новый пост"), (.ru, 3, "3 новых поста"), (.ru, 12, "12 новых постов"),
            (.ru, 21, "21 новый пост"),
            (.uk, 1, "1 новий допис"), (.uk, 22, "22 нові дописи"), (.uk, 12, "12 нових дописів"),
            (.de, 1, "1 neuer Beitrag"), (.de, 12, "12 neue Beiträge"),
            (.fr, 0, "0 nouvelle publication"), (.fr, 1, "1 nouvelle publication"),
            (.fr, 12, "12 nouvelles publications"),
            (.fr, 1_000_000, "1000000 de nouvelles publications"),
            (.es, 1, "1 publicación nueva"), (.es, 12, "12 publicaciones nuevas"),
            (.es, 2_000_000, "2000000 de publicaciones nuevas"),
            (.pt, 1, "1 nova publicação"), (.pt, 12, "12 novas publicações"),
            (.it, 1, "1 nuovo post"), (.it, 12, "12 nuovi post"), (.it, 1_000_000, "1000000 di nuovi post"),
            (.ar, 0, "لا منشورات جديدة"), (.ar, 1, "منشور جديد واحد"), (.ar, 2, "منشوران جديدان"),
            (.ar, 3, "3 منشورات جديدة"), (.ar, 12, "12 منشورًا جديدًا"), (.ar, 100, "100 منشور جديد"),
        ]
        for (language, count, text) in expected {
            XCTAssertEqual(language.newPostsSentence(count), text, "\(language) \(count)")
        }
    }

    func testShortLabelsInEachLanguageAndForm() {
        let expected: [(RefreshLanguage, Int, String)] = [
            (.en, 1, "1 new"), (.en, 12, "12 new"), (.zhHans, 12, "12 条新内容"), (.zhHant, 12, "12 則新內容"),
            (.ja, 12, "新着 12 件"), (.ko, 12, "새 글 12개"), (.ru, 1, "1 новый"), (.ru, 12, "12 новых"),
            (.uk, 2, "2 нові"), (.uk, 5, "5 нових"), (.de, 1, "1 neuer"), (.de, 12, "12 neue"), (.fr, 1, "1 nouveau"),
            (.fr, 12, "12 nouveaux"), (.es, 12, "12 nuevos"), (.pt, 0, "0 novo"), (.it, 12, "12 nuovi"),
            (.ar, 2, "اثنان جديدان"), (.ar, 12, "12 جديدًا"),
        ]
        for (language, count, text) in expected {
            XCTAssertEqual(language.newRowsShortLabel(count), text, "\(language) \(count)")
        }
    }

    func testEveryLanguageHasAFormForEveryCategoryItUses() {
        // Each category a language gives some number has its own text or the language's `other`,
        // and no form is empty or keeps a stray mark.
        let numbers = [0, 1, 2, 3, 5, 11, 12, 21, 22, 100, 101, 111, 1_000_000]
        for language in RefreshLanguage.allCases {
            for count in numbers {
                for text in [language.newPostsSentence(count), language.newRowsShortLabel(count)] {
                    XCTAssertFalse(text.isEmpty || text.contains("#"), "\(language) \(count): \(text)")
                }
            }
        }
    }
}
