import XCTest

@testable import RefreshCore

/// A feature's state for the tests: a counter and a log of the state changes it heard.
private struct CountingFeature: RefreshComponentFeature {
    var count = 0
    var heard: [String] = []

    func component(_ component: RefreshComponent, didChangeStateFrom old: RefreshState) {
        component.features[CountingFeature.self].heard.append("\(old.rawValue)->\(component.state.rawValue)")
    }
}

/// A second feature, to check the order the hooks run in.
private struct SecondFeature: RefreshComponentFeature {
    func component(_ component: RefreshComponent, didChangeStateFrom old: RefreshState) {
        component.features[CountingFeature.self].heard.append("second")
    }
}

/// A feature that hears nothing.
private struct QuietFeature: FeatureState {
    var name = "unset"
}

nonisolated final class FeatureStoreTests: XCTestCase {
    func testAFeatureNeverWrittenReadsAsItsInitialValueAndStoresNothing() {
        var store = FeatureStore()
        XCTAssertEqual(store[QuietFeature.self].name, "unset")
        XCTAssertFalse(store.contains(QuietFeature.self))
        store[QuietFeature.self].name = "set"
        XCTAssertTrue(store.contains(QuietFeature.self))
        XCTAssertEqual(store[QuietFeature.self].name, "set")
        XCTAssertEqual(store[CountingFeature.self].count, 0, "another feature is untouched")
    }

    func testStatesAreListedInTheOrderTheyWereFirstWritten() {
        var store = FeatureStore()
        store[QuietFeature.self].name = "a"
        store[CountingFeature.self].count = 1
        store[QuietFeature.self].name = "b"   // a second write keeps its place
        XCTAssertEqual(store.states(conformingTo: FeatureState.self).count, 2)
        XCTAssertEqual(store.states(conformingTo: (any RefreshComponentFeature).self).count, 1)
        XCTAssertTrue(store.states(conformingTo: FeatureState.self).first is QuietFeature)
    }

    @MainActor func testAStoredFeatureHearsEveryStateChangeLastAndInFirstUseOrder() {
        let header = NormalHeader()
        header.state = .pulling   // before the feature is used: nothing heard
        header.features[CountingFeature.self].count = 1
        header.features[SecondFeature.self] = SecondFeature()
        header.state = .refreshing
        header.state = .refreshing   // the same state again is no change
        header.state = .idle
        let heard = header.features[CountingFeature.self].heard
        XCTAssertEqual(heard, ["pulling->refreshing", "second", "refreshing->idle", "second"])
    }
}
